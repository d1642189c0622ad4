/**
 * The fixed taxonomy behind the `activity`, `level` and `school_type` filters.
 * It is part of the public contract: an unknown slug is a 400 that lists these.
 */
export type CategoryType = 'activity' | 'level' | 'school_type';

export const CATEGORY_TYPES: readonly CategoryType[] = ['activity', 'level', 'school_type'];

export interface CategoryDefinition {
  id: number;
  slug: string;
  name: string;
  type: CategoryType;
  description: string;
}

export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  { id: 1, slug: 'ski', name: 'Alpine skiing', type: 'activity', description: 'Downhill skiing on groomed pistes, from first turns to racing technique.' },
  { id: 2, slug: 'snowboard', name: 'Snowboarding', type: 'activity', description: 'Snowboard lessons on piste and in the park.' },
  { id: 3, slug: 'freeride', name: 'Freeride', type: 'activity', description: 'Off-piste skiing and riding with avalanche awareness.' },
  { id: 4, slug: 'ski-touring', name: 'Ski touring', type: 'activity', description: 'Skinning uphill and skiing down away from the lifts.' },
  { id: 5, slug: 'cross-country', name: 'Cross-country skiing', type: 'activity', description: 'Classic and skating technique on prepared tracks.' },
  { id: 6, slug: 'telemark', name: 'Telemark', type: 'activity', description: 'Free-heel skiing.' },
  { id: 7, slug: 'adaptive', name: 'Adaptive skiing', type: 'activity', description: 'Sit-skis, bi-skis and guided skiing for people with disabilities.' },
  { id: 8, slug: 'freestyle', name: 'Freestyle', type: 'activity', description: 'Jumps, rails and pipe in the snow park.' },
  { id: 9, slug: 'racing', name: 'Race training', type: 'activity', description: 'Gate training and race preparation.' },
  { id: 10, slug: 'beginner', name: 'Beginner', type: 'level', description: 'First days on snow; no experience needed.' },
  { id: 11, slug: 'intermediate', name: 'Intermediate', type: 'level', description: 'Confident on blue runs, working on parallel turns.' },
  { id: 12, slug: 'advanced', name: 'Advanced', type: 'level', description: 'Comfortable on red and black runs in most conditions.' },
  { id: 13, slug: 'expert', name: 'Expert', type: 'level', description: 'Steeps, moguls and off-piste at speed.' },
  { id: 14, slug: 'ski-school', name: 'Ski school', type: 'school_type', description: 'A school with group and private lessons across levels.' },
  { id: 15, slug: 'private-instructor', name: 'Private instructor', type: 'school_type', description: 'An independent instructor or small team teaching private lessons.' },
  { id: 16, slug: 'kids-club', name: 'Kids club', type: 'school_type', description: 'Lessons and childcare for children, often from age three.' },
  { id: 17, slug: 'guiding-company', name: 'Mountain guiding company', type: 'school_type', description: 'Certified mountain guides for off-piste and touring.' },
  { id: 18, slug: 'snowboard-school', name: 'Snowboard school', type: 'school_type', description: 'A school that teaches snowboarding only.' },
  { id: 19, slug: 'adaptive-school', name: 'Adaptive ski school', type: 'school_type', description: 'Specialists in adaptive skiing.' },
];

export function categorySlugsOfType(type: CategoryType): string[] {
  return CATEGORY_DEFINITIONS.filter((category) => category.type === type).map((category) => category.slug);
}
