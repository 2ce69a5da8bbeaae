export default function Stub() { return <main>edit-link</main>; }
