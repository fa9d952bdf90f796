import { Flex, Progress, Typography } from 'antd';
import type { ShrinkingFile } from './use-pick-preparation';
import { formatMegabytes } from './upload-limits';

/** "Making big.jpg smaller (max 5MB)" with a progress bar, for each image being shrunk before it is sent. */
export function ShrinkingFiles({ files, maxBytes }: { files: readonly ShrinkingFile[]; maxBytes: number }) {
  if (files.length === 0) return null;
  return (
    <Flex vertical gap={4} role="status">
      {files.map((file) => {
        const label = `Making ${file.name} smaller (max ${formatMegabytes(maxBytes)})`;
        return (
          <div key={file.key}>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {label}
            </Typography.Text>
            <Progress percent={Math.round(file.percent)} size="small" status="active" aria-label={label} />
          </div>
        );
      })}
    </Flex>
  );
}
