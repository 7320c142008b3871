import type { ReactNode } from 'react';
import { useResetOnOpen } from '../hooks/use-reset-on-open';
import { errorMessage } from '../lib/error-message';
import { type SaveCall, SaveDialog } from './save-dialog';

/** What the screen gives a create-or-edit dialog: `item` null adds one, an item edits it. */
export interface CreateOrEditProps<Item> {
  open: boolean;
  item: Item | null;
  onClose: () => void;
  onDone: (created: boolean) => void;
}

/** What the form inside gets: its id, the refusal of the call it sends, and where its values go. */
export interface SaveFormProps<Values> {
  id: string;
  error: string | null;
  onSubmit: (values: Values) => void;
}

/**
 * Adds an item (`item` null, through `create`) or edits one (through `update`, whose variables
 * `updateOf` makes from the item and the form's values). Both calls' refusals are cleared each time it
 * opens; `onDone` says whether the item was created.
 */
export function CreateOrEditDialog<Item, Values, UpdateVariables>({
  open,
  item,
  titles,
  create,
  update,
  updateOf,
  onClose,
  onDone,
  children,
}: CreateOrEditProps<Item> & {
  titles: { add: string; edit: string };
  create: SaveCall<Values>;
  update: SaveCall<UpdateVariables>;
  updateOf: (item: Item, values: Values) => UpdateVariables;
  children: (form: SaveFormProps<Values>) => ReactNode;
}) {
  useResetOnOpen(open, create.reset, update.reset);
  const onSubmit = (values: Values) => {
    if (item) update.mutate(updateOf(item, values), { onSuccess: () => onDone(false) });
    else create.mutate(values, { onSuccess: () => onDone(true) });
  };
  return (
    <SaveDialog
      open={open}
      title={item ? titles.edit : titles.add}
      pending={create.isPending || update.isPending}
      onClose={onClose}
    >
      {(id) => children({ id, error: errorMessage(item ? update.error : create.error), onSubmit })}
    </SaveDialog>
  );
}
