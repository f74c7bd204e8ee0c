import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddTrackInfoInput } from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { trackingApi } from '../api/trackingApi';

export const trackingKeys = {
  all: ['tracking'] as const,
  order: (insideNumber: string, lang: string) => ['tracking', 'order', insideNumber, lang] as const,
};

/** An order's tracking status and timeline (catchOrderTrackInfo). */
export function useOrderTrack(insideNumber: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: trackingKeys.order(insideNumber, lang),
    queryFn: ({ signal }) => trackingApi.orderTrack(insideNumber, signal),
  });
}

/** The platform adds an event by hand; the timeline and the orders (whose status may follow) are read again. */
export function useAddTrackEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddTrackInfoInput) => trackingApi.addEvent(input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: trackingKeys.all });
      void client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
