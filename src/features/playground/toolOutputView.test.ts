import { describe, expect, it } from 'vitest';
import { partView } from './toolOutputView.ts';
import { truncateString } from '../../store/truncateOutputs.ts';

const origin = 'http://127.0.0.1:4173';

describe('partView', () => {
  it('shows an image only when the image policy lets it load', () => {
    expect(partView({ type: 'input_image', image: 'data:image/png;base64,iVBOR' }, origin)).toEqual({ kind: 'image', src: 'data:image/png;base64,iVBOR' });
    expect(partView({ type: 'input_image', imageUrl: `${origin}/logo.png` }, origin)).toEqual({ kind: 'image', src: `${origin}/logo.png` });
    // another origin: a link the person may open, nothing loads by itself
    expect(partView({ type: 'input_image', image: 'https://tracker.example/pixel.png' }, origin)).toEqual({ kind: 'image-link', href: 'https://tracker.example/pixel.png' });
    // bare base64 or a file id: nothing to show, a chip says what the model got
    expect(partView({ type: 'input_image', image: 'iVBOR' }, origin)).toMatchObject({ kind: 'chip', icon: 'image' });
    expect(partView({ type: 'input_image', image: { id: 'file_1' } }, origin)).toMatchObject({ kind: 'chip', label: 'file_1', detail: 'Uploaded image (file id file_1)' });
  });

  it('an inline image cut by the output limit is a chip, not a broken picture', () => {
    const cut = truncateString(`data:image/png;base64,${'A'.repeat(400_000)}`);
    expect(partView({ type: 'input_image', image: cut }, origin)).toMatchObject({ kind: 'chip', detail: expect.stringMatching(/cut by the output limit/) });
  });

  it('labels a file by its name, its URL or its id', () => {
    expect(partView({ type: 'input_file', fileData: 'QUJD', filename: 'notes.txt' }, origin)).toEqual({ kind: 'chip', icon: 'file', label: 'notes.txt', detail: 'Inline file data', href: null });
    expect(partView({ type: 'input_file', file: { url: 'https://e.com/docs/Q3%20report.pdf' } }, origin)).toEqual({ kind: 'chip', icon: 'file', label: 'Q3 report.pdf', detail: 'File at https://e.com/docs/Q3%20report.pdf', href: 'https://e.com/docs/Q3%20report.pdf' });
    expect(partView({ type: 'input_file', fileId: 'file_7' }, origin)).toMatchObject({ label: 'file_7', detail: 'Uploaded file (file id file_7)', href: null });
    expect(partView({ type: 'input_file', file: 'data:text/csv;base64,QUJD' }, origin)).toMatchObject({ label: 'file', detail: 'Inline file data' });
  });

  it('text is text', () => {
    expect(partView({ type: 'input_text', text: 'hi' }, origin)).toEqual({ kind: 'text', text: 'hi' });
  });
});
