/** A list cell: a name or a subject, and under it the e-mail address it goes with (left to right). */
export function AddressCell({ text, address }: { text: string; address: string }) {
  return (
    <span className="admin-content__person">
      <span>{text}</span>
      <bdi className="admin-content__muted" dir="ltr">
        {address}
      </bdi>
    </span>
  );
}
