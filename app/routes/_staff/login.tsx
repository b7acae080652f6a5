// Placeholder: being built in this session (replaced before commit).
export default function Placeholder() {
  return null;
}
