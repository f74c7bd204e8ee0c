import { useEffect, useRef, useState } from 'react';
import { Alert, Divider, Form } from 'antd';
import { QuoteInput, type QuoteRow } from '@parcelhub/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import type { DropdownOption } from '../../../shared/dropdowns';
import { isApiError, isCanceled } from '../../../shared/http';
import { QuoteForm } from './QuoteForm';
import { QuoteResults } from './QuoteResults';
import { applyQuoteFieldErrors, QUOTE_FIELDS, toQuoteValues, type QuoteFormValues } from './quoteForm';

export type QuoteRequest = z.output<typeof QuoteInput>;

interface Props {
  countries: readonly DropdownOption[];
  countriesLoading?: boolean;
  /** The platform chooses a customer to quote as. */
  withCustomer?: boolean;
  /** Asks the server; rejects with the ApiError of a failed call. */
  calc: (input: QuoteRequest) => Promise<QuoteRow[]>;
  pending: boolean;
}

/**
 * The form and its answer, for both the signed-in page and the public calculator. The server's field errors land on
 * their fields; any other failure (the public calculator's rate limit among them) is said above the results. When the
 * language changes, the last quote is asked again so product names and refusals follow it.
 */
export function QuoteCalculator({ countries, countriesLoading, withCustomer = false, calc, pending }: Props) {
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<QuoteFormValues>();
  const [rows, setRows] = useState<QuoteRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const last = useRef<{ input: QuoteRequest; lang: string } | null>(null);

  const run = async (input: QuoteRequest) => {
    setError(null);
    last.current = { input, lang };
    try {
      setRows(await calc(input));
    } catch (e) {
      if (isCanceled(e) || applyQuoteFieldErrors(form, e)) return;
      setError(isApiError(e) ? e.message : tc('http.serviceAbnormal'));
    }
  };

  const submit = (values: QuoteFormValues) => {
    const input = parseWithSchema(form, QuoteInput, toQuoteValues(values, withCustomer), lang, QUOTE_FIELDS);
    if (input) void run(input);
  };

  useEffect(() => {
    const previous = last.current;
    if (previous && previous.lang !== lang && rows !== null) void run(previous.input);
    // Only a language change asks again; `run` and `rows` are read as they are then.
  }, [lang]);

  return (
    <>
      <QuoteForm
        form={form}
        countries={countries}
        countriesLoading={countriesLoading}
        withCustomer={withCustomer}
        submitting={pending}
        onSubmit={submit}
      />
      <Divider style={{ margin: '16px 0' }} />
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="quote-error" />
      ) : null}
      <QuoteResults rows={rows} loading={pending} />
    </>
  );
}
