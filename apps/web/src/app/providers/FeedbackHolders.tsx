import { useEffect } from 'react';
import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface FeedbackApis {
  message: MessageInstance;
  notification: NotificationInstance;
}

/** antd's message and notification holders; loaded only once something is to be shown. */
export function FeedbackHolders({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi });
  }, [messageApi, notificationApi, onReady]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
