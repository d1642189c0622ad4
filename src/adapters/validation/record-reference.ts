/** A record reference is an id or a slug: letters and digits in runs joined by single hyphens. */
export const RECORD_REFERENCE = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
