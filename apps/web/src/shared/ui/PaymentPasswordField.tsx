type PaymentPasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
};

/** The 6-digit payment password every money form asks for: never autofilled, digits keyboard on phones. */
export function PaymentPasswordField({ id, label, value, onChange, testId }: PaymentPasswordFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </div>
  );
}
