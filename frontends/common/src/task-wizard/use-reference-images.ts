import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProblem } from '../uploads';
import { referenceImageStore, type ReferenceImageStore } from './reference-image-store';
import { checkReferenceImages, MAX_REFERENCE_IMAGES } from './reference-images';

export interface ReferenceImage {
  uid: string;
  file: File;
  /** An object URL of the file for its thumbnail; revoked when the image goes. */
  previewUrl: string;
}

let nextUid = 0;

const toImage = (file: File): ReferenceImage => ({
  uid: `reference-${++nextUid}`,
  file,
  previewUrl: URL.createObjectURL(file),
});

/**
 * The reference images picked so far, kept by the wizard (not by its images step) so they
 * survive moving between steps, and in `store` under the draft's id so they survive a
 * reload; the problems of the latest pick. `restoring` until the stored ones are back.
 */
export function useReferenceImages(draftId: string, store: ReferenceImageStore = referenceImageStore) {
  const [images, setImages] = useState<ReferenceImage[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [restoring, setRestoring] = useState(true);
  // The images as of now, for the callbacks (a pick may arrive before a re-render).
  const kept = useRef(images);

  const keep = useCallback(
    (next: ReferenceImage[]) => {
      kept.current = next;
      setImages(next);
      // Not kept for a reload (storage refused or full): still kept on this page.
      store
        .save(
          draftId,
          next.map((image) => image.file),
        )
        .catch(() => undefined);
    },
    [draftId, store],
  );

  useEffect(() => {
    let current = true;
    store
      .load(draftId)
      .catch(() => [])
      .then((files) => {
        if (!current) return;
        setRestoring(false);
        if (files.length === 0) return;
        // Images picked while the stored ones were read come after them.
        const restored = files.slice(0, MAX_REFERENCE_IMAGES - kept.current.length).map(toImage);
        kept.current = [...restored, ...kept.current];
        setImages(kept.current);
      });
    return () => {
      current = false;
    };
  }, [draftId, store]);

  const add = useCallback(
    (pick: readonly File[]) => {
      const { accepted, problems: found } = checkReferenceImages(kept.current.length, pick);
      setProblems(found);
      if (accepted.length > 0) keep([...kept.current, ...accepted.map(toImage)]);
    },
    [keep],
  );

  const remove = useCallback(
    (uid: string) => {
      const gone = kept.current.find((image) => image.uid === uid);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      keep(kept.current.filter((image) => image.uid !== uid));
      setProblems([]);
    },
    [keep],
  );

  useEffect(() => () => kept.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  return { images, problems, restoring, add, remove };
}
