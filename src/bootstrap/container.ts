/**
 * The composition root's container: given the connected adapters (bound with
 * useValue), it builds every use case and what the driving adapters are
 * handed from one factory table, and resolves them into plain objects.
 * Nothing outside bootstrap sees tsyringe, and no factory sees the container:
 * each gets a typed `get(name)`.
 */
import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { ApplyBookingPaymentChange } from '../application/use-cases/apply-booking-payment-change.js';
import { ApplySubscriptionChange } from '../application/use-cases/apply-subscription-change.js';
import { CheckRateLimit } from '../application/use-cases/check-rate-limit.js';
import { GetCategory } from '../application/use-cases/get-category.js';
import { GetInstructor } from '../application/use-cases/get-instructor.js';
import { GetResort } from '../application/use-cases/get-resort.js';
import { GetSchool } from '../application/use-cases/get-school.js';
import { ListCategories } from '../application/use-cases/list-categories.js';
import { ListCategorySchools } from '../application/use-cases/list-category-schools.js';
import { ListCountries } from '../application/use-cases/list-countries.js';
import { ListResortSchools } from '../application/use-cases/list-resort-schools.js';
import { SearchInstructors } from '../application/use-cases/search-instructors.js';
import { SearchResorts } from '../application/use-cases/search-resorts.js';
import { ReceivePaymentEvent } from '../application/use-cases/receive-payment-event.js';
import { SearchSchools } from '../application/use-cases/search-schools.js';
import { Suggest } from '../application/use-cases/suggest.js';
import type { Built } from './built.js';
import type { Adapters } from './open-adapters.js';
import { bindFactory, bindValue, getterOf, type Get } from './tokens.js';

/**
 * How each is built from adapters and from each other: the one table to edit
 * when adding a use case. Its token, binding and place in the resolved bundle
 * follow from its name here.
 */
const FACTORIES: { readonly [K in keyof Built]: (get: Get) => Built[K] } = {
  searchSchools: (get) => new SearchSchools(get('schools'), get('vocabulary'), get('resorts')),
  getSchool: (get) => new GetSchool(get('schools'), get('instructors')),
  searchResorts: (get) => new SearchResorts(get('resorts'), get('vocabulary')),
  getResort: (get) => new GetResort(get('resorts')),
  listResortSchools: (get) => new ListResortSchools(get('getResort'), get('searchSchools')),
  searchInstructors: (get) => new SearchInstructors(get('instructors'), get('vocabulary')),
  getInstructor: (get) => new GetInstructor(get('instructors')),
  listCategories: (get) => new ListCategories(get('categories')),
  getCategory: (get) => new GetCategory(get('categories')),
  listCategorySchools: (get) => new ListCategorySchools(get('getCategory'), get('searchSchools')),
  listCountries: (get) => new ListCountries(get('countries')),
  suggest: (get) => new Suggest(get('suggestions')),
  checkRateLimit: (get) => new CheckRateLimit({ store: get('rateLimitStore'), clock: get('clock'), overrideFactor: get('overrideFactor') }),
  rateLimitPlugin: (get) => ({ checkRateLimit: get('checkRateLimit'), clientOf: get('clientOf') }),
  applySubscriptionChange: (get) => new ApplySubscriptionChange({
    payments: get('payments'), featured: get('featuredSchools'), publisher: get('eventPublisher'), clock: get('clock'),
  }),
  applyBookingPaymentChange: (get) => new ApplyBookingPaymentChange(get('payments')),
  receivePaymentEvent: (get) => new ReceivePaymentEvent({
    verifier: get('paymentEvents'),
    payments: get('payments'),
    clock: get('clock'),
    applySubscriptionChange: get('applySubscriptionChange'),
    applyBookingPaymentChange: get('applyBookingPaymentChange'),
  }),
  paymentCallbackRoute: (get) => ({ receivePaymentEvent: get('receivePaymentEvent') }),
};

const namesOf = <T extends object>(table: T) => Object.keys(table) as Array<keyof T & string>;

/** A fresh child container per service instance, so tests never share bindings. */
export function buildContainer(adapters: Adapters): DependencyContainer {
  const c = rootContainer.createChildContainer();
  for (const name of namesOf(adapters)) bindValue(c, name, adapters[name]);
  for (const name of namesOf(FACTORIES)) bindFactory(c, name, FACTORIES[name]);
  return c;
}

/** Resolves every row of the table, for the hand-over to the driving adapters. */
export function resolveBuilt(c: DependencyContainer): Built {
  const get = getterOf(c);
  return Object.fromEntries(namesOf(FACTORIES).map((name) => [name, get(name)])) as unknown as Built;
}
