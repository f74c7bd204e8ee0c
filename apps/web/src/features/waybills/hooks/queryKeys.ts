export const waybillKeys = {
  all: ['waybills'] as const,
  /** The list pages add language, page and filters after this. */
  lists: () => ['waybills', 'list'] as const,
  track: (id: number) => ['waybills', 'track', id] as const,
  parcels: (id: number, pageNo: number) => ['waybills', 'parcels', id, pageNo] as const,
};
