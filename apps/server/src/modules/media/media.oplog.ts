import { declareOplogRecord } from '../../platform/oplog/records';

/** How the operation log words a stored file's changes. */
declareOplogRecord('files', {
  record: ['文件', 'File', '파일'],
  nameColumn: 'name',
  fields: {
    account_id: { label: ['所属账户', 'Account', '소속 계정'] },
    user_id: { label: ['上传人', 'Uploaded by', '업로드한 사용자'] },
    storage_key: { label: ['存储位置', 'Storage key', '저장 위치'] },
    name: { label: ['文件名', 'File name', '파일 이름'] },
    content_type: { label: ['文件类型', 'Content type', '파일 형식'] },
    size: { label: ['大小（字节）', 'Size (bytes)', '크기(바이트)'] },
    purpose: {
      label: ['用途', 'Purpose', '용도'],
      kind: { words: { IMAGE: ['图片', 'Image', '이미지'], ATTACHMENT: ['附件', 'Attachment', '첨부 파일'] } },
    },
    access: { label: ['查看权限', 'Access', '열람 권한'] },
  },
});
