export default function Stub() { return <main>insights</main>; }
