import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CULVERT_LABEL_TEXT, culvertLinkPath, scannedCulvertLink } from '@verge/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DetailDialog } from '../../../components/dialogs/DetailDialog';

/** The part of the Barcode Detection API used here (TypeScript's DOM library does not have it yet). */
interface DetectedCode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorClass | null {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;
}

/** Whether this browser reads QR codes itself (Chrome on Android, Safari 17+ on iPhone with the flag…). */
export const canScanCodes = (): boolean => barcodeDetector() !== null;

/** How often a frame is read: often enough to feel instant, seldom enough to spare a phone's battery. */
const SCAN_EVERY_MS = 250;

/**
 * The phone's camera reading culvert labels: a code that is a culvert link of this app opens that culvert (the
 * same route as the link itself); another code says so and the camera goes on looking.
 */
export function CulvertScanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!open || !Detector) return;
    setProblem(null);
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const codes = await detector.detect(video.current);
        const link = codes.map((code) => scannedCulvertLink(code.rawValue, location.origin)).find(Boolean);
        if (link && !stopped) {
          onClose();
          navigate(culvertLinkPath(link));
          return;
        }
        if (codes.length > 0) setProblem(CULVERT_LABEL_TEXT.notACulvertLabel);
      } catch {
        // A frame not ready yet: the next one is read.
      }
      if (!stopped) timer = setTimeout(look, SCAN_EVERY_MS);
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        void look();
      } catch {
        if (!stopped) setProblem(CULVERT_LABEL_TEXT.cameraRefused);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, onClose, navigate]);

  if (!open) return null;
  return (
    <DetailDialog open onClose={onClose} title={CULVERT_LABEL_TEXT.scanTitle} maxWidth="sm">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {CULVERT_LABEL_TEXT.scanHint}
      </Typography>
      {problem && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label="Camera"
        sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'common.black', borderRadius: 1 }}
      />
    </DetailDialog>
  );
}
