import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderPage } from '../../../shared/testing/render';
import { WebhookDocPage } from './WebhookDocPage';

const WAIT = { timeout: 15_000 };

describe('WebhookDocPage (public)', () => {
  it('shows the events, the headers, a payload with its sequence, the Node check and the retries', async () => {
    await renderPage(
      <MemoryRouter>
        <WebhookDocPage />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('webhook-doc', {}, WAIT)).toHaveTextContent('tracking.updated');
    expect(screen.getByTestId('webhook-doc')).toHaveTextContent('webhook-signature');
    expect(screen.getByTestId('webhook-doc-payload')).toHaveTextContent('"sequence": 4');
    expect(screen.getByTestId('webhook-doc-example')).toHaveTextContent(
      'function verifyWebhook(secret, headers, body)',
    );
    expect(screen.getByTestId('webhook-doc')).toHaveTextContent('5 days');
  });
});
