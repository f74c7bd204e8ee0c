import { defineModule } from '../../platform/module/module';
import './webhooks.oplog';
import { WEBHOOK_ERRORS } from './webhooks.errors';
import { mountWebhooksRoutes } from './webhooks.routes';
import { createWebhooksService, DELIVERY_KIND, type WebhooksService } from './webhooks.service';
import { createDemoReceiver, mountDemoReceiverRoutes, type DemoReceiver } from './demo-receiver';

declare module '../../platform/module/module' {
  interface Services {
    webhooks: WebhooksService & { demo: DemoReceiver };
  }
}

export const webhooksModule = defineModule({
  name: 'webhooks',
  errors: WEBHOOK_ERRORS,
  create: ({ data, config, services, messages, dueWork }) => {
    const hooks = createWebhooksService({
      data,
      tracking: services.tracking,
      users: services.users,
      messages,
      config,
    });
    dueWork.register(DELIVERY_KIND, {
      title: { zh: '推送 webhook 消息', en: 'Deliver a webhook message', ko: '웹훅 메시지 전송' },
      run: (id) => hooks.deliver(id),
      // The deliveries count their own failures (recordFailureIn); these hold only for an attempt that threw.
      baseDelayMs: hooks.policy.baseDelayMs,
      maxDelayMs: hooks.policy.maxDelayMs,
      maxAttempts: hooks.policy.maxAttempts,
      paused: hooks.runnerPaused,
    });
    const demo = createDemoReceiver({ data, config, users: services.users });
    return { ...hooks, demo };
  },
  routes: (app, hooks) => {
    mountWebhooksRoutes(app, hooks);
    mountDemoReceiverRoutes(app, hooks.demo);
  },
  // The demo receiver's webhook, registered at start when the demo runs (decision 264); the hour is only a re-check.
  every: { seconds: 3600, run: (hooks) => hooks.demo.ensureRegistered() },
  tenancy: () => import('./webhooks.tenancy'),
});
