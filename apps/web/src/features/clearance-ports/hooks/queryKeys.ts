export const clearanceKeys = {
  all: ['clearance-ports'] as const,
  ports: () => ['clearance-ports', 'ports'] as const,
  industries: () => ['clearance-ports', 'industries'] as const,
  industry: (id: number) => ['clearance-ports', 'industry', id] as const,
  assignments: (serviceId: number) => ['clearance-ports', 'assignments', serviceId] as const,
  unassigned: (serviceId: number, blurry: string) => ['clearance-ports', 'unassigned', serviceId, blurry] as const,
  mine: () => ['clearance-ports', 'mine'] as const,
};
