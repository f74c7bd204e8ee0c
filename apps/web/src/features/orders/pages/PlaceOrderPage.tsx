import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Card, Flex, Form, Popconfirm, Space, Steps, Typography, type FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PlaceOrderInput, QuoteInput, type FieldError, type PlacedOrder } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { isApiError, isCanceled } from '../../../shared/http';
import { issueMessage } from '../../../shared/forms/zodRules';
import { useLanguage } from '../../../i18n';
import { useSessionContext } from '../../../shared/session';
import { useQuoteCountries } from '../../quote';
import { ordersApi } from '../api/ordersApi';
import { orderKeys } from '../hooks/queryKeys';
import { useDebounced, useOrderQuotes, useWallet } from '../hooks/useOrders';
import { ORDER_PERMISSIONS } from '../permissions';
import { BoxesStep } from '../wizard/BoxesStep';
import { ConfirmStep } from '../wizard/ConfirmStep';
import { DeclarationsStep } from '../wizard/DeclarationsStep';
import {
  declaredValue,
  fieldName,
  LAST_STEP,
  quickBoxes,
  quickOf,
  stepOfField,
  toBoxes,
  toPlaceInput,
  keyForSubmit,
  valuesFromCopy,
  WIZARD_STEPS,
  type OrderFormValues,
  type PartyValues,
} from '../wizard/draft';
import { PartyCard } from '../wizard/PartyCard';
import { PlacedResult } from '../wizard/PlacedResult';
import { ServiceStep } from '../wizard/ServiceStep';
import { SupplementStep, type FeeState } from '../wizard/SupplementStep';
import { useWizardDraft } from '../wizard/useWizardDraft';

/** What each step checks before the next one opens (nested fields included). */
const STEP_FIELDS: string[][] = [
  ['countryCode', 'postcode', 'quick', 'product'],
  ['boxes'],
  ['declarations'],
  ['sender', 'receiver'],
  ['referenceNo', 'fba', 'vatNo', 'eoriNo', 'remark'],
  [],
];

/** A quote request when the shipment is complete enough for the contract, else null. */
function quoteInputOf(
  countryCode: string | undefined,
  postcode: string | undefined,
  values: OrderFormValues,
  productId?: number,
): QuoteInput | null {
  const value = declaredValue(values.declarations);
  const input: QuoteInput = {
    countryCode: countryCode ?? '',
    postcode: postcode?.trim() ?? '',
    boxes: toBoxes(values.boxes),
    ...(value !== '0.00' ? { declaredValue: value } : {}),
    ...(productId ? { productIds: [productId] } : {}),
  };
  return QuoteInput.safeParse(input).success ? input : null;
}

const errorText = (e: unknown, fallback: string) => (isApiError(e) && e.message ? e.message : fallback);

/**
 * Placing one order in six steps: service (live quotes), boxes, declarations, sender and receiver, supplementary
 * information with the confirmed fee, then confirm. Every step is checked before the next; the draft is kept on
 * this browser for the signed-in user until the order is placed. `?copy=<id>` starts from an old order.
 */
export function PlaceOrderPage() {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage();
  const access = useAccess();
  const queryClient = useQueryClient();
  const { currentUser } = useSessionContext();
  const [form] = Form.useForm<OrderFormValues>();
  const wizard = useWizardDraft(currentUser.user.id, form);
  const { draft, persist, startOver } = wizard;
  const step = draft.step;
  const watched = Form.useWatch([], { form, preserve: true }) as OrderFormValues | undefined;
  const values = watched ?? draft.values;
  const countries = useQuoteCountries();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const goTo = useCallback(
    (next: number) => {
      setSubmitError(null);
      persist({ step: Math.max(0, Math.min(LAST_STEP, next)) });
    },
    [persist],
  );

  // Step 1's live quotes, asked once typing pauses.
  const serviceJson = JSON.stringify(quoteInputOf(values.countryCode, values.postcode, values));
  const debouncedService = useDebounced(serviceJson, 400);
  const quoteInput = useMemo(() => JSON.parse(debouncedService) as QuoteInput | null, [debouncedService]);
  const quotes = useOrderQuotes(quoteInput);
  const quoteRows = quoteInput ? (quotes.data ?? null) : null;

  // A service the new quotes no longer offer (or refuse) is unchosen.
  useEffect(() => {
    if (!quotes.data) return;
    const product = form.getFieldValue('product') as OrderFormValues['product'];
    if (!product) return;
    const row = quotes.data.find((r) => r.productId === product.id && !r.refused);
    if (!row) form.setFieldValue('product', null);
    // A copied order names its product by id only: take its code and name from the quote.
    else if (row.productCode !== product.code || row.productName !== product.name)
      form.setFieldValue('product', { id: row.productId, code: row.productCode, name: row.productName });
    else return;
    persist();
  }, [quotes.data, form, persist]);

  // Step 5's fee: the chosen service only, with the final boxes, the receiver's postcode and the declared value.
  const productId = values.product?.id;
  const feeJson = JSON.stringify(
    step >= 4 && productId
      ? quoteInputOf(values.receiver?.countryCode, values.receiver?.zipCode, values, productId)
      : null,
  );
  const feeInput = useMemo(() => JSON.parse(feeJson) as QuoteInput | null, [feeJson]);
  const feeQuery = useOrderQuotes(feeInput);
  const fee: FeeState = {
    row: feeQuery.data?.find((r) => r.productId === productId) ?? null,
    loading: feeQuery.isFetching,
    error: feeQuery.error ? errorText(feeQuery.error, tc('http.serviceAbnormal')) : null,
  };

  const wallet = useWallet(step >= 4 && access.can(ORDER_PERMISSIONS.wallet));

  // ?copy=<id>: a new draft from an old order, once per id; the parameter then leaves the address.
  const [params, setParams] = useSearchParams();
  const copyId = Number(params.get('copy'));
  const copied = useRef<number | null>(null);
  useEffect(() => {
    if (!Number.isInteger(copyId) || copyId <= 0) {
      // The parameter left the address: the same order may be copied again later.
      copied.current = null;
      return;
    }
    if (copied.current === copyId) return;
    copied.current = copyId;
    ordersApi.copy(copyId).then(
      (obj) => {
        setPlaced(null);
        startOver(valuesFromCopy(obj));
        void message.success(t('wizard.copied'));
      },
      (e: unknown) => {
        if (!isCanceled(e)) void message.error(errorText(e, tc('http.serviceAbnormal')));
      },
    );
    setParams(
      (p) => {
        p.delete('copy');
        return p;
      },
      { replace: true },
    );
  }, [copyId, startOver, setParams, message, t, tc]);

  const onValuesChange = (changed: Partial<OrderFormValues>, all: OrderFormValues) => {
    if (changed.quick) form.setFieldValue('boxes', quickBoxes(all.quick));
    if (changed.boxes) {
      const quick = quickOf(all.boxes);
      if (quick) form.setFieldValue('quick', quick);
    }
    const receiver: PartyValues = all.receiver ?? {};
    if ('countryCode' in changed && receiver.countryCode !== changed.countryCode) {
      form.setFieldValue('receiver', { ...receiver, countryCode: changed.countryCode, addressId: null });
    }
    if ('postcode' in changed && receiver.zipCode !== changed.postcode) {
      form.setFieldValue(['receiver', 'zipCode'], changed.postcode);
      form.setFieldValue(['receiver', 'addressId'], null);
    }
    for (const role of ['sender', 'receiver'] as const) {
      const c = changed[role];
      if (!c) continue;
      // A picked entry edited by hand is an address typed in.
      if (!('addressId' in c)) form.setFieldValue([role, 'addressId'], null);
      if (role === 'receiver' && 'zipCode' in c) form.setFieldValue('postcode', c.zipCode);
    }
    persist();
  };

  const onPicked = () => {
    form.setFieldValue('postcode', form.getFieldValue(['receiver', 'zipCode']) ?? '');
    persist();
  };

  const validateStep = async (index: number): Promise<boolean> => {
    try {
      await form.validateFields(STEP_FIELDS[index], { recursive: true });
    } catch {
      return false;
    }
    if (index === 4 && (!fee.row || fee.row.refused)) {
      void message.error(t('wizard.fee.needed'));
      return false;
    }
    return true;
  };

  const next = async () => {
    if (await validateStep(step)) goTo(step + 1);
  };

  /**
   * Errors by field go to their fields, and the wizard back to the first step holding one. Only the open step's
   * fields exist in the form: the others' errors wait until their step opens.
   */
  const showFieldErrors = (errors: FieldError[]) => {
    const onFields = errors.filter(
      (e) => e.field !== 'sender' && e.field !== 'receiver' && stepOfField(e.field) < LAST_STEP,
    );
    const elsewhere = errors
      .filter((e) => !onFields.includes(e))
      .map((e) => e.message)
      .join('; ');
    if (onFields.length > 0) {
      setPendingErrors(onFields);
      goTo(Math.min(...onFields.map((e) => stepOfField(e.field))));
      void message.error(elsewhere || t('wizard.fixFields'));
    }
    setSubmitError(elsewhere || null);
  };

  const [pendingErrors, setPendingErrors] = useState<FieldError[]>([]);
  useEffect(() => {
    const here = pendingErrors.filter((e) => stepOfField(e.field) === step);
    if (here.length === 0) return;
    // The paths come from the server: antd's typed names cannot know them.
    (form as FormInstance).setFields(
      here.map((e) => ({ name: e.field === 'productId' ? ['product'] : fieldName(e.field), errors: [e.message] })),
    );
    setPendingErrors((all) => all.filter((e) => !here.includes(e)));
  }, [step, pendingErrors, form]);

  const submit = async () => {
    setSubmitError(null);
    const all = form.getFieldsValue(true) as OrderFormValues;
    const body = toPlaceInput(all);
    const parsed = PlaceOrderInput.safeParse(body);
    if (!parsed.success) {
      showFieldErrors(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: issueMessage(i, lang) })));
      return;
    }
    const sending = keyForSubmit(wizard.current(), body);
    persist({ key: sending.key, sentBody: sending.sentBody });
    setSubmitting(true);
    try {
      const order = await ordersApi.place(body, sending.key);
      wizard.finish();
      setPlaced(order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
    } catch (e) {
      if (isCanceled(e)) return;
      if (isApiError(e) && e.fieldErrors.length > 0) showFieldErrors(e.fieldErrors);
      else setSubmitError(errorText(e, tc('http.serviceAbnormal')));
    } finally {
      setSubmitting(false);
    }
  };

  if (placed) {
    return (
      <Card className="ph-page-card" data-testid="order-wizard">
        <PlacedResult
          order={placed}
          onAnother={() => {
            setPlaced(null);
            startOver();
          }}
        />
      </Card>
    );
  }

  const withBook = access.can(ORDER_PERMISSIONS.addresses);

  return (
    <Card className="ph-page-card" data-testid="order-wizard" data-step={step}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('wizard.title')}
        </Typography.Title>
        <Popconfirm
          title={t('wizard.discardConfirm')}
          okText={tc('actions.confirm')}
          cancelText={tc('actions.cancel')}
          onConfirm={() => startOver()}
        >
          <Button size="small" data-testid="order-discard">
            {t('wizard.discard')}
          </Button>
        </Popconfirm>
      </Flex>
      <Steps
        size="small"
        current={step}
        onChange={(i) => i < step && goTo(i)}
        items={WIZARD_STEPS.map((s) => ({ key: s, title: t(`wizard.steps.${s}`) }))}
        style={{ margin: '8px 0 20px' }}
      />
      <Form<OrderFormValues>
        form={form}
        name="order-form"
        layout="vertical"
        autoComplete="off"
        initialValues={draft.values}
        onValuesChange={onValuesChange}
      >
        {step === 0 ? (
          <ServiceStep
            boxes={values.boxes ?? []}
            countries={countries.options}
            countriesLoading={countries.isLoading}
            quotes={{
              rows: quoteRows,
              loading: quotes.isFetching || serviceJson !== debouncedService,
              error: quotes.error ? errorText(quotes.error, tc('http.serviceAbnormal')) : null,
            }}
            onEditBoxes={() => goTo(1)}
          />
        ) : null}
        {step === 1 ? <BoxesStep form={form} boxes={values.boxes ?? []} /> : null}
        {step === 2 ? <DeclarationsStep form={form} declarations={values.declarations ?? []} /> : null}
        {step === 3 ? (
          <Flex vertical gap={16} data-testid="order-step-parties">
            {(['sender', 'receiver'] as const).map((role) => (
              <PartyCard
                key={role}
                role={role}
                form={form}
                party={values[role] ?? {}}
                values={values}
                countries={countries.options}
                lockedCountry={role === 'receiver' ? values.countryCode : undefined}
                withBook={withBook}
                onPicked={onPicked}
              />
            ))}
          </Flex>
        ) : null}
        {step === 4 ? (
          <SupplementStep
            form={form}
            values={values}
            fee={fee}
            wallet={wallet.data ?? null}
            onChooseAgain={() => goTo(0)}
          />
        ) : null}
        {step === 5 ? <ConfirmStep values={values} fee={fee} error={submitError} /> : null}
      </Form>
      <Space style={{ marginTop: 16 }}>
        {step > 0 ? (
          <Button onClick={() => goTo(step - 1)} data-testid="order-prev">
            {t('wizard.prev')}
          </Button>
        ) : null}
        {step < LAST_STEP ? (
          <Button type="primary" onClick={() => void next()} data-testid="order-next">
            {t('wizard.next')}
          </Button>
        ) : (
          <Button type="primary" loading={submitting} onClick={() => void submit()} data-testid="order-submit">
            {t('wizard.submit')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
