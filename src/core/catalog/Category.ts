/** A group of services, e.g. "Plumbing" (SPEC §3). */
export interface Category {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
  readonly icon?: string;
  readonly hasServices: boolean;
}

/** SPEC §5: a category opens only if it has services. */
export function categoryOpens(category: Category): boolean {
  return category.hasServices;
}
