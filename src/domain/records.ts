/**
 * The records the directory serves. Field names are the public contract
 * (camelCase, CONTRACT.md "Domain records"); presenters whitelist from these.
 */
import type { CategoryType } from './taxonomy.js';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface Money {
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

export interface ResortSummary {
  id: number;
  slug: string;
  name: string;
}

export interface SchoolContact {
  website: string | null;
  email: string | null;
  phone: string | null;
}

export interface School {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Category slug of type `school_type`. */
  schoolType: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  region: string;
  town: string;
  resorts: ResortSummary[];
  /** Category slugs of type `activity`. */
  activities: string[];
  /** Category slugs of type `level`. */
  levels: string[];
  /** ISO 639-1 codes, lower case. */
  languages: string[];
  certified: boolean;
  /** Certifying bodies, e.g. "ESF", "BASI", "PSIA". */
  certifications: string[];
  featured: boolean;
  /** 0 to 5, one decimal; null while reviewCount is 0 (no reviews, no rating). */
  rating: number | null;
  reviewCount: number;
  priceFrom: Money;
  contact: SchoolContact;
  location: GeoPoint;
  instructorCount: number;
  /** ISO 8601 UTC. */
  createdAt: string;
  updatedAt: string;
}

export interface Resort {
  id: number;
  slug: string;
  name: string;
  country: string;
  region: string;
  location: GeoPoint;
  baseElevation: number;
  summitElevation: number;
  schoolCount: number;
}

export interface SchoolSummary {
  id: number;
  slug: string;
  name: string;
}

export interface Instructor {
  id: number;
  /** First name and initial only ("Anna K."): the directory never publishes full names. */
  displayName: string;
  schools: SchoolSummary[];
  languages: string[];
  activities: string[];
  levels: string[];
  certifications: string[];
  yearsExperience: number;
  bio: string;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  type: CategoryType;
  description: string;
  schoolCount: number;
}

export interface CountrySummary {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  schoolCount: number;
}
