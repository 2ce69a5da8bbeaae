export default function Stub() { return <main>auth</main>; }
