export default function Stub() { return <main>analytics</main>; }
