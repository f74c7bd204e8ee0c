export const traceKeys = {
  all: ['trace'] as const,
  /** The list pages add language, page and filters after these. */
  stations: () => ['trace', 'stations'] as const,
  records: () => ['trace', 'records'] as const,
  matches: (deliveryNumber: string) => ['trace', 'matches', deliveryNumber] as const,
};
