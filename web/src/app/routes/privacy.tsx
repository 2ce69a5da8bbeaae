export default function Stub() { return <main>privacy</main>; }
