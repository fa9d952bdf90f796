import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Flex, Upload, type UploadFile, type UploadProps } from 'antd';
import { useId, useRef, useState } from 'react';
import type { PreparedPick } from './prepare-uploads';
import { ShrinkingFiles } from './ShrinkingFiles';
import { usePickPreparation } from './use-pick-preparation';
import {
  DEFAULT_UPLOAD_LIMITS,
  describeLimits,
  uploadRoom,
  type UploadLimits,
  type UploadProblem,
} from './upload-limits';
import { uploadFailureText, xhrUpload } from './xhr-upload';
import { VISUALLY_HIDDEN } from '../components/visually-hidden';

/** What the upload endpoints answer. */
export interface UploadedFile {
  url: string;
}

export interface FileUploadProps {
  /** Where each file is POSTed as multipart field "file"; the answer is `{ url }`. */
  action: string;
  /** Extra multipart fields, e.g. `{ kind: 'photo' }`. */
  fields?: Record<string, string>;
  limits?: UploadLimits;
  /** How many more files the target takes (8 photos minus those the item has); no limit if left out. */
  remaining?: number;
  /** Every file of the picks under way has finished: the URLs of those that uploaded, in pick order. */
  onUploaded: (urls: string[]) => void;
  /** A file failed to upload (it also shows as "Upload failed" in the widget). */
  onFailed?: (fileName: string, reason: string) => void;
  disabled?: boolean;
  /** The drop zone's text, e.g. "Choose photos or drag them here". */
  label: string;
  /** The file input's accessible name, e.g. "Choose photos". */
  inputLabel: string;
}

/**
 * The upload widget: a drop zone that is also a picker, with the count, size and type limits
 * (and the bytes, where the limits say what they must be) checked before anything is sent,
 * images over the size limit shrunk first, one progress bar per file, and "Upload failed"
 * (status and text) per failed file. The caller saves the URLs it hands back (e.g. on an item).
 */
export function FileUpload({
  action,
  fields,
  limits = DEFAULT_UPLOAD_LIMITS,
  remaining,
  onUploaded,
  onFailed,
  disabled = false,
  label,
  inputLabel,
}: FileUploadProps) {
  const inputId = useId();
  const [files, setFiles] = useState<UploadFile<UploadedFile>[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const { prepare, shrinking } = usePickPreparation(limits);
  // antd asks about each file of a pick in turn; the whole pick is judged at its first file.
  const picks = useRef(new WeakMap<File, Promise<PreparedPick>>());

  const inFlight = files.filter((file) => file.status === 'uploading').length + shrinking.length;
  const left = remaining === undefined ? undefined : Math.max(0, remaining - inFlight);
  const failed = files.filter((file) => file.status === 'error');

  // Resolves to the file to send (the picked one, or its shrunk copy), or leaves it out.
  const beforeUpload: UploadProps['beforeUpload'] = async (file, pick) => {
    if (file === pick[0]) {
      const prepared = prepare(pick, left, setProblems).then((result) => {
        setProblems(result.problems);
        return result;
      });
      for (const picked of pick) picks.current.set(picked, prepared);
    }
    const { ready } = await picks.current.get(file)!;
    return ready.find((prepared) => prepared.picked === file)?.file ?? Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps<UploadedFile>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const blob = file as File;
    const upload = xhrUpload<UploadedFile>({
      url: action,
      file: blob,
      fileName: blob.name,
      fields,
      onProgress: (percent) => onProgress?.({ percent }),
    });
    upload.done.then(
      (answer) => onSuccess?.(answer),
      (error: Error) => {
        if (error.name !== 'AbortError') onFailed?.(blob.name, uploadFailureText(error));
        onError?.(error);
      },
    );
    return { abort: upload.abort };
  };

  const onChange: UploadProps<UploadedFile>['onChange'] = ({ fileList }) => {
    const done = fileList.filter((file) => file.status === 'done');
    const settled = !fileList.some((file) => file.status === 'uploading');
    if (settled && done.length > 0) {
      setFiles(fileList.filter((file) => file.status !== 'done'));
      onUploaded(done.map((file) => file.response!.url));
    } else {
      setFiles(fileList);
    }
  };

  return (
    <Flex vertical gap={12}>
      <label htmlFor={inputId} style={VISUALLY_HIDDEN}>
        {inputLabel}
      </label>
      <Upload.Dragger
        id={inputId}
        // "native": dropped files reach our checks too, which say why a file is refused.
        accept={{ format: limits.accept, filter: 'native' }}
        multiple={limits.maxFiles > 1}
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={onChange}
        disabled={disabled || uploadRoom(limits, left) === 0}
        showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">{label}</p>
        <p className="ant-upload-hint">{describeLimits(limits, left)}</p>
      </Upload.Dragger>
      <ShrinkingFiles files={shrinking} maxBytes={limits.maxBytes} />
      {problems.map((problem, index) => (
        <Alert key={index} type="error" showIcon title={problem.title} description={problem.description} />
      ))}
      {failed.map((file) => (
        <Alert
          key={file.uid}
          type="error"
          showIcon
          title="Upload failed"
          description={`${file.name}: ${uploadFailureText(file.error)}`}
        />
      ))}
    </Flex>
  );
}
