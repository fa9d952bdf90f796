import { api, catalogKeys, contactDetailKeys, type Schemas, writeAnswer } from '@atelier/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type ContactDetails = Schemas['ContactDetailsDto'];
export type ContactDetailsChange = Schemas['UpdateContactDetailsDto'];
export type CountryName = Schemas['CountryName'];

/** GET /api/me/contact-details: the signed-in client's phone and addresses. */
export function useContactDetails() {
  return useQuery({
    queryKey: contactDetailKeys.mine,
    queryFn: ({ signal }) => api.get('/api/me/contact-details', { signal }),
  });
}

/** GET /api/countries: the English names an address may take, alphabetically. */
export function useCountries() {
  return useQuery({
    queryKey: catalogKeys.countries,
    queryFn: ({ signal }) => api.get('/api/countries', { signal }),
  });
}

/** PUT /api/me/contact-details: the answer (the details as stored) replaces the cached ones. */
export function useSaveContactDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContactDetailsChange) => api.put('/api/me/contact-details', { body: change }),
    onSuccess: (saved) => writeAnswer(queryClient, contactDetailKeys.mine, saved),
  });
}
