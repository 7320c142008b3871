import { BO_APP } from '@member/shared/backoffice';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreateOrEditDialog } from './create-or-edit-dialog';

// jsdom has no modal dialogs: opening one is enough here.
HTMLDialogElement.prototype.showModal ??= function open(this: HTMLDialogElement) {
  this.open = true;
};

const fakeCall = (error: unknown = null) => ({
  mutate: vi.fn((_variables: unknown, options: { onSuccess: () => void }) => options.onSuccess()),
  isPending: false,
  error,
  reset: vi.fn(),
});

function openDialog(item: { key: string } | null, create = fakeCall(), update = fakeCall()) {
  const onDone = vi.fn();
  const { container } = render(
    <CreateOrEditDialog
      open
      item={item}
      titles={{ add: 'เพิ่ม', edit: 'แก้ไข' }}
      create={create}
      update={update}
      updateOf={(it, values: { name: string }) => ({ key: it.key, changes: values })}
      onClose={vi.fn()}
      onDone={onDone}
    >
      {({ id, error, onSubmit }) => (
        <form
          id={id}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit({ name: 'ก' });
          }}
        >
          {error}
        </form>
      )}
    </CreateOrEditDialog>,
  );
  const submit = () => fireEvent.submit(container.querySelector('form') as HTMLFormElement);
  return { create, update, onDone, submit };
}

describe('CreateOrEditDialog', () => {
  it('adds through the create call when there is no item, clearing both calls as it opens', () => {
    const { create, update, onDone, submit } = openDialog(null);
    expect(screen.getByRole('heading', { name: 'เพิ่ม' })).toBeTruthy();
    expect(create.reset).toHaveBeenCalled();
    expect(update.reset).toHaveBeenCalled();
    submit();
    expect(create.mutate).toHaveBeenCalledWith({ name: 'ก' }, expect.anything());
    expect(update.mutate).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it("edits through the update call with the item's key", () => {
    const { create, update, onDone, submit } = openDialog({ key: 'a' });
    expect(screen.getByRole('heading', { name: 'แก้ไข' })).toBeTruthy();
    submit();
    expect(update.mutate).toHaveBeenCalledWith({ key: 'a', changes: { name: 'ก' } }, expect.anything());
    expect(create.mutate).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledWith(false);
  });

  it('shows the refusal of the call it sends, not the other one', () => {
    openDialog(null, fakeCall(), fakeCall(new Error('no')));
    expect(screen.queryByText(BO_APP.loadFailed)).toBeNull();
  });

  it('shows the refusal of the create call when adding', () => {
    openDialog(null, fakeCall(new Error('no')));
    expect(screen.getByText(BO_APP.loadFailed)).toBeTruthy();
  });
});
