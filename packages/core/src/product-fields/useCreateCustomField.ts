import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldRoutes, type FieldDefinition } from '../contract/index';
import { useApiClient } from '../provider/index';
import { useTexts, commonMessages, productFieldsMessages } from '../messages/index';
import type { CustomFieldBody } from './customFieldForm';
import { createFieldFailureMessage } from './messages';

export interface UseCreateCustomFieldOptions {
  /** The company the field definition belongs to. */
  companyId: string;
  /** Run with the new definition before `create` resolves, e.g. adding it to the open product. Default none. */
  onCreated?: (definition: FieldDefinition) => Promise<unknown>;
}

/**
 * Creates a field definition, POST /fields (spec part 1 §7) with the form's body and the group the dialog
 * was opened from. `errorMessage` is 'Failed to create new field: {detail}' or 'No field definition
 * returned from API' (spec part 1 §8). Field searches are refreshed after a success.
 */
export function useCreateCustomField({ companyId, onCreated }: UseCreateCustomFieldOptions) {
  const client = useApiClient();
  const messages = {
    common: useTexts('common', commonMessages),
    productFields: useTexts('productFields', productFieldsMessages),
  };
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({
      body,
      groupId,
    }: {
      body: CustomFieldBody;
      groupId: string | null;
    }): Promise<FieldDefinition> => {
      const answer = await client.request(fieldRoutes.createField, {
        params: { companyId },
        body: { ...body, group_id: groupId },
      });
      return answer.field;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['curate', 'companies', companyId, 'fields'] }),
  });
  return {
    status: mutation.status,
    /** Creates the definition (then runs onCreated); resolves with it, rejects on failure (see errorMessage). */
    create: async (body: CustomFieldBody, groupId: string | null) => {
      const definition = await mutation.mutateAsync({ body, groupId });
      await onCreated?.(definition);
      return definition;
    },
    errorMessage: mutation.error
      ? createFieldFailureMessage(mutation.error, messages.productFields, messages.common.unknownError)
      : null,
    reset: mutation.reset,
  };
}
