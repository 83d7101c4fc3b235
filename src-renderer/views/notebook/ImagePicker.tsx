import { notebookImageMimes, type NotebookImage } from '../../../src-shared/contract';
import { readBase64 } from '../../components/files';

/** A notebook image chosen from a file; the contract says which kinds and how large, and refuses the rest when saved. */
export function ImagePicker({ label, onPick }: { label: string; onPick(image: NotebookImage): void }) {
  return (
    <label>
      Image <small>(PNG, JPEG or WebP, at most 1 MB)</small>
      <input
        type="file"
        aria-label={label}
        accept={notebookImageMimes.join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Any other kind is sent as it is: the contract refuses it, naming the field.
          if (file) void readBase64(file).then((data) => onPick({ mime: file.type as NotebookImage['mime'], data }));
        }}
      />
    </label>
  );
}
