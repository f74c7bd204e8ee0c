import { Tag } from 'antd';
import type { PostcodeType } from '@parcelhub/contracts';

const COLORS: Record<PostcodeType, string> = {
  REMOTE: 'orange',
  NO_REMOTE: 'green',
  NO_DELIVERY: 'red',
  ORDER_RULE: 'blue',
};

/** A group's type, worded by the server in the user's language. */
export function PostcodeTypeTag({ type, name }: { type: PostcodeType; name: string }) {
  return (
    <Tag color={COLORS[type]} style={{ marginInlineEnd: 0 }}>
      {name}
    </Tag>
  );
}
