import { useState } from 'react';
import { App, Card, Flex } from 'antd';
import { API_KEY_MODES, type ApiKeyCreated, type ApiKeyMode, type ApiKeyRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useSessionContext } from '../../../shared/session';
import { useApiKeys, useCreateKey, useRegenerateKey, useRevokeKey } from '../hooks/useApiKeys';
import { HowToCall } from './HowToCall';
import { KeyCard } from './KeyCard';
import { KeyHistory } from './KeyHistory';
import { NewKeyModal } from './NewKeyModal';

/** The keys tab: one card per mode, the new key shown once, the history, and how to call. */
export function ApiKeysPanel() {
  const { t } = useTranslation('api-docking');
  const { message } = App.useApp();
  const { currentUser } = useSessionContext();
  const canManage = currentUser.privilegeType === 'USER' && !currentUser.isSubLogin;
  const keys = useApiKeys();
  const create = useCreateKey();
  const regenerate = useRegenerateKey();
  const revoke = useRevokeKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const rows = keys.data?.rows ?? [];
  const busy = create.isPending || regenerate.isPending || revoke.isPending;

  // Failures show through the http client's own message; only success needs words here.
  const run = async (work: () => Promise<ApiKeyCreated | ApiKeyRow>) => {
    try {
      const answer = await work();
      if ('key' in answer) setCreated(answer);
      else void message.success(t('messages.revoked'));
    } catch {
      /* shown by the http client */
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        {API_KEY_MODES.map((mode: ApiKeyMode) => (
          <KeyCard
            key={mode}
            mode={mode}
            active={rows.find((r) => r.active && r.mode === mode)}
            canManage={canManage}
            busy={busy}
            onCreate={() => run(() => create.mutateAsync(mode))}
            onRegenerate={(k) => run(() => regenerate.mutateAsync(k.id))}
            onRevoke={(k) => run(() => revoke.mutateAsync(k.id))}
          />
        ))}
      </Flex>
      <Card size="small" title={t('history')}>
        <KeyHistory rows={rows} loading={keys.isLoading} />
      </Card>
      <Card size="small">
        <HowToCall />
      </Card>
      <NewKeyModal created={created} onClose={() => setCreated(null)} />
    </Flex>
  );
}
