import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProblem } from '../uploads';
import { checkReferenceImages } from './reference-images';

export interface ReferenceImage {
  uid: string;
  file: File;
  /** An object URL of the file for its thumbnail; revoked when the image goes. */
  previewUrl: string;
}

let nextUid = 0;

/**
 * The reference images picked so far, kept by the wizard (not by its images step) so they
 * survive moving between steps; the problems of the latest pick.
 */
export function useReferenceImages() {
  const [images, setImages] = useState<ReferenceImage[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  // The images as of now, for the callbacks (a pick may arrive before a re-render).
  const kept = useRef(images);

  const add = useCallback((pick: readonly File[]) => {
    const { accepted, problems: found } = checkReferenceImages(kept.current.length, pick);
    setProblems(found);
    if (accepted.length === 0) return;
    const added = accepted.map((file) => ({
      uid: `reference-${++nextUid}`,
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    kept.current = [...kept.current, ...added];
    setImages(kept.current);
  }, []);

  const remove = useCallback((uid: string) => {
    const gone = kept.current.find((image) => image.uid === uid);
    if (gone) URL.revokeObjectURL(gone.previewUrl);
    kept.current = kept.current.filter((image) => image.uid !== uid);
    setImages(kept.current);
    setProblems([]);
  }, []);

  useEffect(() => () => kept.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  return { images, problems, add, remove };
}
