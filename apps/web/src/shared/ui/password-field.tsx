import { LABELS } from '@member/shared';
import { forwardRef, useState } from 'react';
import { Svg } from './icons';
import { TextField, type TextFieldProps } from './text-field';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <Svg className="size-5">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </Svg>
  );
}

/**
 * A password input with a show/hide button at its end, for every password a member types (login,
 * register, reset and change). The button's name says what pressing it does ("แสดงรหัสผ่าน" /
 * "ซ่อนรหัสผ่าน"), so a screen reader hears the state change; it never takes the field's focus away
 * on a pointer press, so typing goes on where it was.
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        // A shown password is still not for the browser's spelling or capitalisation helpers.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        trailing={
          <button
            type="button"
            aria-label={visible ? LABELS.hidePassword : LABELS.showPassword}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
          >
            <EyeIcon crossed={visible} />
          </button>
        }
      />
    );
  },
);
