import { NotFoundError } from '../../domain/errors.js';
import type { RecordRef } from '../../domain/queries.js';
import type { Resort } from '../../domain/records.js';
import type { ResortRepository } from '../ports/resort-repository.js';
import { describeRef, findByRef } from './find-by-ref.js';

export class GetResort {
  #resorts: ResortRepository;

  constructor(resorts: ResortRepository) {
    this.#resorts = resorts;
  }

  async execute(ref: RecordRef): Promise<Resort> {
    const resort = await findByRef(this.#resorts, ref);
    if (!resort) throw new NotFoundError('Resort', describeRef(ref));
    return resort;
  }
}
