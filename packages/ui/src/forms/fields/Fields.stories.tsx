import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { array, boolean, number, object, string, type AnyObjectSchema } from 'yup';
import { SchemaForm } from '../SchemaForm';
import { profileSchema } from '../schemas';
import { CheckboxField, CheckboxGroupField, SelectField, TextAreaField, TextField } from './Fields';
import { FieldLimits } from './FieldLimits';
import { PhoneField } from './PhoneField';
import { ProfileFields } from './ProfileFields';
import { Actions, FormGrid } from './styles';

// Each field needs a form around it; this one validates with a small yup schema.
const demoSchema = object({
  seats: number().required('Enter the seats').min(2, 'At least 2 seats'),
  notes: string().max(40, 'At most 40 characters'),
  phone: string(),
  fuel: string().required('Choose a fuel type'),
  accepted: boolean().oneOf([true], 'Accept the terms'),
  extras: array(string()).min(1, 'Choose at least one extra'),
});

const InForm = ({
  children,
  schema = demoSchema,
}: {
  children: ReactNode;
  schema?: AnyObjectSchema;
}) => (
  <SchemaForm label="Field demo" schema={schema} onSubmit={fn(async () => true)}>
    {() => children}
  </SchemaForm>
);

/**
 * "Show code": the field as it goes inside a `SchemaForm` (the Forms guide shows the form), without
 * the stories' own demo form around it.
 */
const withoutDemoForm = (code: string) => {
  let insideDemoForm = false;
  const kept: string[] = [];
  for (const line of code.split('\n')) {
    if (/^\s*<InForm\b/.test(line)) insideDemoForm = true;
    else if (/^\s*<\/InForm>/.test(line)) insideDemoForm = false;
    else kept.push(insideDemoForm ? line.replace(/^ {2}/, '') : line);
  }
  return kept.join('\n');
};

const fuels = [
  { value: 'Gasoline', label: 'Gasoline' },
  { value: 'Diesel', label: 'Diesel' },
];

const meta = {
  title: 'Library/Forms/Fields',
  component: TextField,
  subcomponents: {
    TextAreaField,
    PhoneField,
    SelectField,
    CheckboxField,
    CheckboxGroupField,
    ProfileFields,
    FieldLimits,
    FormGrid,
    FormActions: Actions,
  },
  args: { name: 'seats', label: 'Seats', type: 'number' },
  render: (args) => (
    <InForm>
      <TextField {...args} />
    </InForm>
  ),
  parameters: { docs: { source: { transform: withoutDemoForm } } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas, userEvent }) => {
    const seats = canvas.getByLabelText('Seats');
    await userEvent.type(seats, '1');
    await userEvent.tab();
    await expect(canvas.getByText('At least 2 seats')).toHaveAttribute('role', 'alert');
    await expect(seats).toHaveAttribute('aria-invalid', 'true');
    await expect(seats).toHaveAccessibleDescription('At least 2 seats');
  },
};

export const TextArea: Story = {
  render: () => (
    <InForm>
      <TextAreaField name="notes" label="Notes" rows={3} />
    </InForm>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Notes'), 'x'.repeat(41));
    await userEvent.tab();
    await expect(canvas.getByText('At most 40 characters')).toBeVisible();
  },
};

export const Phone: Story = {
  render: () => (
    <InForm>
      <PhoneField name="phone" label="Phone Number" />
    </InForm>
  ),
  play: async ({ canvas, userEvent }) => {
    const phone = canvas.getByLabelText('Phone Number');
    await userEvent.type(phone, '5550100123');
    await expect(phone).toHaveValue('(555) 010-0123');
  },
};

/** The host gives each field name its longest value (the app: the API contract's bounds). */
export const LimitedLength: Story = {
  render: () => (
    <FieldLimits maxLengths={{ firstName: 5, notes: 40 }}>
      <InForm schema={profileSchema}>
        <ProfileFields />
        <TextAreaField name="notes" label="Notes" rows={3} />
        <TextField name="nickname" label="Nickname" maxLength={3} />
      </InForm>
    </FieldLimits>
  ),
  play: async ({ canvas, userEvent }) => {
    const firstName = canvas.getByLabelText('First Name');
    await userEvent.type(firstName, 'Alexandra');
    await expect(firstName).toHaveValue('Alexa');
    const notes = canvas.getByLabelText('Notes');
    await userEvent.type(notes, 'x'.repeat(45));
    await expect(notes).toHaveValue('x'.repeat(40));
    // A field's own maxLength wins over the host's.
    const nickname = canvas.getByLabelText('Nickname');
    await userEvent.type(nickname, 'Lexi');
    await expect(nickname).toHaveValue('Lex');
    // Fields the host gives no limit stay unlimited.
    await expect(canvas.getByLabelText('Last Name')).not.toHaveAttribute('maxLength');
  },
};

export const Select: Story = {
  render: () => (
    <InForm>
      <SelectField name="fuel" label="Fuel Type" placeholder="Choose a fuel type" options={fuels} />
    </InForm>
  ),
  play: async ({ canvas, userEvent }) => {
    const fuel = canvas.getByLabelText('Fuel Type');
    await userEvent.selectOptions(fuel, 'Diesel');
    await expect(fuel).toHaveValue('Diesel');
    await userEvent.selectOptions(fuel, '');
    await userEvent.tab();
    await expect(
      canvas.getByText('Choose a fuel type', { selector: '[role=alert]' }),
    ).toBeVisible();
  },
};

export const Checkbox: Story = {
  render: () => (
    <InForm>
      <CheckboxField name="accepted" label="I accept the terms" />
    </InForm>
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByText('Accept the terms')).toBeVisible();
  },
};

export const CheckboxGroup: Story = {
  render: () => (
    <InForm>
      <CheckboxGroupField
        name="extras"
        label="Extras"
        options={[
          { value: 'gps', label: 'GPS' },
          { value: 'child-seat', label: 'Child seat' },
        ]}
      />
    </InForm>
  ),
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Extras' });
    await expect(group).toBeVisible();
    const gps = canvas.getByRole('checkbox', { name: 'GPS' });
    await userEvent.click(gps);
    await userEvent.click(gps);
    await expect(canvas.getByText('Choose at least one extra')).toBeVisible();
  },
};

export const ProfileFieldSet: Story = {
  render: () => (
    <InForm schema={profileSchema}>
      <ProfileFields emailReadOnly />
    </InForm>
  ),
  play: async ({ canvas }) => {
    for (const label of [
      'First Name',
      'Last Name',
      'Phone Number',
      'Email',
      'Address',
      'Zip Code',
    ]) {
      await expect(canvas.getByLabelText(label)).toBeVisible();
    }
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
  },
};

export const GridAndActions: Story = {
  render: () => (
    <InForm>
      <FormGrid>
        <TextField name="seats" label="Seats" type="number" />
        <TextAreaField name="notes" label="Notes" />
      </FormGrid>
      <Actions>
        <button type="submit">Save</button>
        <button type="reset">Reset</button>
      </Actions>
    </InForm>
  ),
  // Two columns from the md breakpoint: the story asks for that width wherever it is opened.
  globals: { viewport: { value: 'md', isRotated: false } },
  play: async ({ canvas }) => {
    const seats = canvas.getByLabelText('Seats').getBoundingClientRect();
    const notes = canvas.getByLabelText('Notes').getBoundingClientRect();
    // Side by side.
    await expect(notes.left).toBeGreaterThan(seats.right);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const GridAtPhoneWidth: Story = {
  ...GridAndActions,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const seats = canvas.getByLabelText('Seats').getBoundingClientRect();
    const notes = canvas.getByLabelText('Notes').getBoundingClientRect();
    await expect(notes.top).toBeGreaterThan(seats.bottom);
  },
};
