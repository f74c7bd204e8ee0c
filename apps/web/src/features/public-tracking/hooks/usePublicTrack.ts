import { useMutation } from '@tanstack/react-query';
import { publicTrackingApi } from '../api/publicTrackingApi';

export const publicTrackingKeys = {
  all: ['public-tracking'] as const,
  list: () => ['public-tracking', 'orders'] as const,
};

/** A look-up is asked for, not listed: each press of the button is one call. */
export function usePublicTrack() {
  return useMutation({
    mutationKey: [...publicTrackingKeys.all, 'track'],
    mutationFn: (numbers: string) => publicTrackingApi.track(numbers),
  });
}
