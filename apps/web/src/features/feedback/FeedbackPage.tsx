import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FIELD_MESSAGES, MESSAGES } from '@verge/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { TextInput } from '../../components/form/FormFields';
import { useFormErrors } from '../../components/form/useFormErrors';
import { sendFeedback } from '../../core/account';

const LABEL = 'Tell us what you like or what we can do better';

/** Feedback: refused while offline; the button is disabled while sending; success goes Home. */
export default function FeedbackPage() {
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const form = useFormErrors({
    labels: { content: 'Feedback' },
    values: content,
    validate: (text) => ({ content: text.trim() ? undefined : FIELD_MESSAGES.required() }),
  });

  const send = async () => {
    if (!navigator.onLine) {
      notify(MESSAGES.feedbackOffline, 'error');
      return;
    }
    if (!form.check(MESSAGES.feedbackEmpty)) return;
    if (!session.userId) return;
    setSending(true);
    try {
      await sendFeedback(session.userId, content);
      setContent('');
      notify(MESSAGES.feedbackSent, 'success');
      navigate('/');
    } catch (error) {
      console.error('Feedback failed', error);
      notify(MESSAGES.feedbackFailed, 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Give Us Feedback to Improve
        </Typography>
        <TextInput
          label={LABEL}
          multiline
          minRows={6}
          value={content}
          onChange={setContent}
          {...form.field('content')}
        />
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={sending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Send Feedback
        </Button>
      </Stack>
    </Paper>
  );
}
