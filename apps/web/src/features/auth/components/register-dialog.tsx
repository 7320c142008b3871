import { zodResolver } from '@hookform/resolvers/zod';
import {
  LABELS,
  REGISTER_STEPS,
  type RegisterForm,
  type RegisterPayload,
  registerStep1Schema,
  registerStep2Schema,
  registerStep3Schema,
  REFERRAL_TEXTS,
  SERVER_MESSAGES,
  UI,
} from '@member/shared';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { isApiError } from '@member/web-kit';
import { ReferralNotice, useReferralPrefix } from '@/shared/referral/use-referral-prefix';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { SuccessDialog } from '@/shared/ui/success-dialog';
import { registerRequest } from '../api/auth-api';
import { useLoginFlow } from '../hooks/use-login-flow';
import { useSubmitThrottle } from '../hooks/use-submit-throttle';
import { ContactAdminLink, SwitchDialogButton } from './auth-links';
import { FloatingContactButton } from './floating-contact-button';
import { BankStep, PasswordStep, TelStep } from './register-steps';

/** Only the current step's fields are checked on Next. */
const STEP_RESOLVERS = [registerStep1Schema, registerStep2Schema, registerStep3Schema].map(
  (schema) => zodResolver(schema) as unknown as Resolver<RegisterForm>,
);
const STEP_FIELDS = [TelStep, BankStep, PasswordStep] as const;

const EMPTY_FORM: RegisterForm = {
  tel: '',
  bank_name: '',
  bank_number: '',
  first_name: '',
  last_name: '',
  password: '',
  confirm_password: '',
};

function toPayload(values: RegisterForm, prefix: string | null): RegisterPayload {
  const { confirm_password: _confirm, ...member } = values;
  return { ...member, line_id: null, know_us: null, bonus: 0, prefix };
}

function StepIndicator({ step }: { step: number }) {
  return (
    <div className="mb-5 flex gap-1.5" aria-hidden="true">
      {STEP_RESOLVERS.map((_, index) => (
        <span
          key={index}
          className={`h-1 flex-1 rounded-full ${index < step ? 'bg-gradient-to-r from-accent to-gold' : 'bg-line'}`}
        />
      ))}
    </div>
  );
}

/** The three-step register wizard of SPEC.md §2 and §4; mounted while `showRegisterModal` is set. */
export default function RegisterDialog() {
  const closeRegister = useDialogStore((state) => state.setShowRegisterModal);
  const openLogin = useDialogStore((state) => state.setShowLoginModal);
  const { prefix, notice: referralNotice } = useReferralPrefix();
  const [step, setStep] = useState(1);
  // The resolver runs outside render; it reads the current step through a ref.
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);
  // Each step's first field takes the focus when the step appears (opening the dialog focuses only the
  // first step's); a step's own inputs and the bank list's trigger are its fields.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, [role="combobox"]')?.focus();
  }, [step]);
  const [registering, setRegistering] = useState(false);
  const [registered, setRegistered] = useState<RegisterForm | null>(null);
  // Said with the success when the code the member came with attached nobody.
  const [unreferred, setUnreferred] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const flow = useLoginFlow();

  const resolver: Resolver<RegisterForm> = (values, context, options) => {
    const stepResolver = STEP_RESOLVERS[stepRef.current - 1];
    if (!stepResolver) throw new Error(`no step ${stepRef.current}`);
    return stepResolver(values, context, options);
  };
  const form = useForm<RegisterForm>({ defaultValues: EMPTY_FORM, resolver });

  const register = async (values: RegisterForm) => {
    setRegistering(true);
    try {
      const { referred } = await registerRequest(toPayload(values, prefix));
      setUnreferred(prefix !== null && !referred ? REFERRAL_TEXTS.notAttached(prefix) : null);
      setRegistered(values);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : SERVER_MESSAGES.internal);
    } finally {
      setRegistering(false);
    }
  };
  const submitOnce = useSubmitThrottle((values: RegisterForm) => void register(values));

  const onValidStep = () => {
    if (step < REGISTER_STEPS) setStep(step + 1);
    else submitOnce(form.getValues());
  };
  const back = () => setStep((current) => Math.max(1, current - 1));
  const StepFields = STEP_FIELDS[step - 1] ?? TelStep;

  return (
    <>
      <Dialog
        open={registered === null}
        title={UI.registerStepTitle(step, REGISTER_STEPS)}
        onOpenChange={(open) => !open && closeRegister(false)}
      >
        <StepIndicator step={step} />
        <ReferralNotice notice={referralNotice} />
        <FormProvider {...form}>
          <form ref={formRef} noValidate onSubmit={form.handleSubmit(onValidStep)} className="flex flex-col gap-4">
            <StepFields />
            <div className="mt-1 flex gap-3">
              {step > 1 && (
                <Button variant="secondary" className="flex-1" onClick={back}>
                  {LABELS.back}
                </Button>
              )}
              <Button type="submit" className="flex-1">
                {step < REGISTER_STEPS ? LABELS.next : UI.registerSubmit}
              </Button>
            </div>
          </form>
        </FormProvider>
        <div className="mt-3 flex flex-col items-center text-sm">
          <SwitchDialogButton label={LABELS.haveAccount} onClick={() => openLogin(true)} />
          <ContactAdminLink />
        </div>
        <FloatingContactButton />
      </Dialog>
      <SuccessDialog
        open={registered !== null && !flow.loading}
        title={UI.registerComplete}
        message={unreferred ?? undefined}
        onConfirm={() => registered && void flow.login({ tel: registered.tel, password: registered.password })}
      />
      <LoadingDialog open={registering || flow.loading} />
      <AlertDialog open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
      <AlertDialog open={flow.error !== null} message={flow.error ?? ''} onClose={flow.clearError} />
    </>
  );
}
