import {
  travellerDocumentFileError,
  type TravellerDocumentKind,
  type TravellerDocumentProblem,
} from '@umrah/domain/model/traveller-documents';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * One traveller document's upload on the trip page (passport scan, vaccination certificate,
 * photo): a plain form posted to /api/trip/{token}/travellers/{n}/documents/{kind}, which answers
 * 303 back to the page with what happened, so it works without script. Hydrated, it checks the
 * chosen file at once (type by name and declared type, size) and shows the problem beside the
 * field instead of sending a file the server would refuse. Its texts come worded in its props.
 */
export interface TravellerDocumentFormProps {
  /** The form's id (the page's address names it as its anchor after a post). */
  id: string;
  action: string;
  kind: TravellerDocumentKind;
  label: string;
  hint: string;
  accept: string;
  /** "Received: scan.pdf, 21 Nov 2026", "on file", or "not received yet". */
  status: string;
  received: boolean;
  button: string;
  buttonLabel: string;
  /** The problems' texts in the page's language. */
  problems: Record<TravellerDocumentProblem, string>;
  /** The problem the server answered for this field (from the page's address), if any. */
  problem: TravellerDocumentProblem | null;
  /** The notice after a successful upload of this document, if it just happened. */
  uploaded: string | null;
  /** "Chosen: {name}" worded with the placeholder kept, for the file picked before upload. */
  chosen: string;
}

/** The file picked, as the form shows it before upload: its name and, for a picture, a preview. */
interface Chosen {
  name: string;
  preview: string | null;
  pdf: boolean;
}

export function TravellerDocumentForm(props: TravellerDocumentFormProps) {
  const [problem, setProblem] = useState<TravellerDocumentProblem | null>(props.problem);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  // A picture's preview is an object URL: freed when another file is chosen or the form goes.
  useEffect(() => () => void (chosen?.preview && URL.revokeObjectURL(chosen.preview)), [chosen]);
  const inputId = `${props.id}-file`;
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const statusId = `${props.id}-status`;
  const check = (input: HTMLInputElement | null): TravellerDocumentProblem | null => {
    const file = input?.files?.[0];
    return file
      ? travellerDocumentFileError(props.kind, {
          name: file.name,
          size: file.size,
          type: file.type,
        })
      : 'traveller_document_empty';
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const found = check(event.target);
    setProblem(found);
    const file = event.target.files?.[0];
    setChosen(
      file && found !== 'traveller_document_type'
        ? {
            name: file.name,
            preview:
              file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
                ? URL.createObjectURL(file)
                : null,
            pdf: file.type === 'application/pdf' || /\.pdf$/i.test(file.name),
          }
        : null,
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(event.currentTarget.querySelector<HTMLInputElement>('input[type=file]'));
    setProblem(found);
    if (found) event.preventDefault();
  };
  const describedBy = [statusId, hintId, problem ? errorId : ''].filter(Boolean).join(' ');
  return (
    <form
      className="trip__document field"
      id={props.id}
      method="post"
      action={props.action}
      encType="multipart/form-data"
      data-document={props.kind}
      onSubmit={onSubmit}
    >
      <label className="field__label" htmlFor={inputId}>
        {props.label}
      </label>
      <p
        className={
          props.received
            ? 'trip__document-status trip__document-status--ok'
            : 'trip__document-status'
        }
        id={statusId}
      >
        {props.status}
      </p>
      {props.uploaded && !problem && (
        <p className="pay__notice pay__notice--ok" role="status">
          {props.uploaded}
        </p>
      )}
      <input
        className="trip__file"
        id={inputId}
        name="file"
        type="file"
        accept={props.accept}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {chosen && (
        <p className="trip__chosen" data-chosen>
          {chosen.preview ? (
            <img className="trip__preview" src={chosen.preview} alt="" width={64} height={64} />
          ) : (
            chosen.pdf && (
              <span className="trip__preview trip__preview--pdf" aria-hidden="true">
                PDF
              </span>
            )
          )}
          <span>{props.chosen.replace('{name}', chosen.name)}</span>
        </p>
      )}
      <p className="field__help" id={hintId}>
        {props.hint}
      </p>
      {problem && (
        <p className="field__error" id={errorId} role="alert">
          {props.problems[problem]}
        </p>
      )}
      <button type="submit" className="btn btn--outline" aria-label={props.buttonLabel}>
        {props.button}
      </button>
    </form>
  );
}
