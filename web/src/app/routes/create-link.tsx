export default function Stub() { return <main>create-link</main>; }
