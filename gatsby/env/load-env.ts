import dotenv from "dotenv";

// Settings from .env (see .env.example); variables already set in the environment win.
// Imported first in gatsby-config.ts so every module after it sees them.
dotenv.config();
