// corpus: CWE-330 safe — Math.random only jitters confetti animation positions, which has no security role.
const params = new URLSearchParams(location.search);
const pieces = Math.min(Number(params.get("pieces")) || 60, 200);
const stage = document.getElementById("celebration");

for (let i = 0; i < pieces; i++) {
  const piece = document.createElement("span");
  piece.className = "confetti";
  piece.style.left = `${Math.random() * 100}%`;
  piece.style.animationDelay = `${(Math.random() * 1.5).toFixed(2)}s`;
  piece.style.transform = `rotate(${Math.floor(Math.random() * 360)}deg)`;
  stage.appendChild(piece);
}
