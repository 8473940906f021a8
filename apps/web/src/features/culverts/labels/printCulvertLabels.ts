import { labelFileName } from '@verge/domain';
import { saveBlob } from '../../../components/files/saveFile';
import { culvertLabelsPdf, type LabelCulvert } from './culvertLabelsPdf';

/** Makes the label sheet of these culverts on the device and saves it ('Culvert labels - <asset>.pdf'). */
export async function printCulvertLabels(
  culverts: readonly LabelCulvert[],
  assetName: string,
): Promise<void> {
  const pdf = await culvertLabelsPdf(culverts, { origin: location.origin, assetName });
  saveBlob(labelFileName(assetName), new Blob([pdf as BlobPart], { type: 'application/pdf' }));
}
