export default function Stub() { return <main>terms</main>; }
