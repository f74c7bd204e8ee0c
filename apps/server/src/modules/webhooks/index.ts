export { webhooksModule } from './webhooks.module';
export type { WebhooksService } from './webhooks.service';
