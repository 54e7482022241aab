import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { boolean, object, string, type InferType } from 'yup';
import { Button } from '../../shell/Button';
import { Actions, CheckboxField, FormGrid, SelectField, TextField } from '../fields';
import { SchemaForm } from './SchemaForm';
import { fillFields } from '../testing/storyChecks';

// A form a consuming team might build: a yup schema, the exported fields and the layout helpers.
const newsletterSchema = object({
  firstName: string().trim().required('Enter your first name'),
  email: string().trim().required('Enter your e-mail').email('Enter a valid e-mail'),
  topic: string().required('Choose a topic'),
  consent: boolean().oneOf([true], 'Accept the terms to subscribe').required(),
});
type NewsletterValues = InferType<typeof newsletterSchema>;

const topics = [
  { value: 'offers', label: 'Offers' },
  { value: 'vehicles', label: 'New vehicles' },
];

// "Show code": a schema and a render function cannot be printed from the rendered story, so the
// usage is written out (the Forms guide has the whole form).
const usage = `<SchemaForm label="Newsletter" schema={newsletterSchema} onSubmit={subscribe}>
  {({ canSubmit, working }) => (
    <>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <Button type="submit" disabled={!canSubmit} busy={working}>
        Subscribe
      </Button>
    </>
  )}
</SchemaForm>`;

const meta = {
  title: 'Library/Forms/SchemaForm',
  parameters: { docs: { source: { code: usage } } },
  component: SchemaForm<NewsletterValues>,
  args: {
    label: 'Newsletter',
    schema: newsletterSchema,
    onSubmit: fn(async () => true),
    children: ({ canSubmit, working }) => (
      <>
        <FormGrid>
          <TextField name="firstName" label="First Name" autoComplete="given-name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
        </FormGrid>
        <SelectField name="topic" label="Topic" placeholder="Choose a topic" options={topics} />
        <CheckboxField name="consent" label="I accept the terms" />
        <Actions>
          <Button type="submit" disabled={!canSubmit} busy={working}>
            Subscribe
          </Button>
        </Actions>
      </>
    ),
  },
} satisfies Meta<typeof SchemaForm<NewsletterValues>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Newsletter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  },
};

export const SchemaMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a valid e-mail')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  },
};

export const SubmitAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, { 'First Name': '  Jane ', Email: 'jane@example.com' });
    await userEvent.selectOptions(canvas.getByLabelText('Topic'), 'Offers');
    await userEvent.click(canvas.getByLabelText('I accept the terms'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    // The schema's cast values are submitted (trimmed), then the form clears.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Jane',
        email: 'jane@example.com',
        topic: 'offers',
        consent: true,
      }),
    );
    await waitFor(() => expect(canvas.getByLabelText('First Name')).toHaveValue(''));
  },
};

export const Busy: Story = {
  args: { busy: true, initialValues: { firstName: 'Jane' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Subscribe/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const firstName = canvas.getByLabelText('First Name').getBoundingClientRect();
    const email = canvas.getByLabelText('Email').getBoundingClientRect();
    // One column at phone width: the fields stack.
    await expect(email.top).toBeGreaterThan(firstName.bottom);
  },
};
