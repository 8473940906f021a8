import { saveBlob } from '../../../components/files/saveFile';
import { issuePdf, type LocalIssue } from '../../../core/issues';

function base64ToBlob(base64: string, contentType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}

/** The one-issue PDF report from the server (online only), saved as 'Issue <id>.pdf'. */
export async function downloadIssuePdf(issue: Pick<LocalIssue, 'id' | 'assetId'>): Promise<void> {
  const { file, contentType } = await issuePdf(issue);
  saveBlob(`Issue ${issue.id}.pdf`, base64ToBlob(file, contentType));
}
