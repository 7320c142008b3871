import type { ReactNode } from 'react';
import { type CallForm, CallDialog, type SaveCall } from '@/shared/ui/save-dialog';

/** What a screen gives a dialog about one item: the item (null: the dialog is closed), its title, what follows. */
export interface ItemDialogProps<Item> {
  item: Item | null;
  title: string;
  onClose: () => void;
  onDone: () => void;
}

/** A dialog that sends one call about `item`, open while there is one; `children` draws its form. */
export function ItemDialog<Item, Variables>({
  item,
  wide,
  call,
  children,
  ...props
}: ItemDialogProps<Item> & {
  wide?: boolean;
  call: SaveCall<Variables>;
  children: (form: CallForm<Variables>, item: Item) => ReactNode;
}) {
  return (
    <CallDialog {...props} open={item !== null} wide={wide} call={call}>
      {(form) => item !== null && children(form, item)}
    </CallDialog>
  );
}
