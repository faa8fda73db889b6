/** A repair or maintenance service within a category, e.g. "Tap and mixer repair" (SPEC §3). */
export interface Service {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
  readonly icon?: string;
  readonly categoryName: string;
  readonly hasOptions: boolean;
}

/** SPEC §5: a service opens its options dialog only if it has options. */
export function serviceOpens(service: Service): boolean {
  return service.hasOptions;
}
